// The Chromium to test with: CHROMIUM_PATH if set, else the one inside the npm package @sparticuz/chromium.
// With Playwright's own browsers (`npx playwright install chromium`) you need neither this file nor chromium.mjs.
module.exports = async () => {
  const { CHROMIUM_ARGS, chromiumPath } = await import('../chromium.mjs');
  process.env.CHROMIUM_PATH = await chromiumPath();
  process.env.CHROMIUM_ARGS = CHROMIUM_ARGS.join(' ');
};
