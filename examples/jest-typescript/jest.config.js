// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // ts-jest compiles to CommonJS both the tests (.ts) and msw's ES-module-only dependencies (.js, .mjs; hence allowJs).
  transform: {
    '\\.m?[jt]s$': ['ts-jest', { tsconfig: { allowJs: true } }],
  },
  // Jest transforms nothing in node_modules but these three.
  transformIgnorePatterns: ['/node_modules/(?!(until-async|rettime|@open-draft/deferred-promise)/)'],
};
