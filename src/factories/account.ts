import type { Faker } from '@faker-js/faker';

/** A subscriber: every subscription of an account carries its name and email. */
export interface Account {
  id: string;
  name: string;
  email: string;
}

const DOMAINS = ['example.com', 'example.org', 'example.net'];

/** A subscriber with a plausible name and an email made from it, on a reserved example domain. */
export function makeAccount(faker: Faker): Account {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
  return {
    id: faker.string.uuid(),
    name: `${firstName} ${lastName}`,
    email: `${local}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(DOMAINS)}`,
  };
}
