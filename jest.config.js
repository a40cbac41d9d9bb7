// One Jest run, three kinds of test: unit and server in Node, components in a DOM.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/'],
};

module.exports = async () => {
  const unit = await createJestConfig({
    ...common,
    displayName: 'unit',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  })();
  const server = await createJestConfig({
    ...common,
    displayName: 'server',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
  })();
  const components = await createJestConfig({
    ...common,
    displayName: 'components',
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFilesAfterEach: undefined,
    setupFilesAfterEnv: ['<rootDir>/tests/components/setup.ts'],
    testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
  })();
  const e2e = await createJestConfig({
    ...common,
    displayName: 'e2e',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
    globalSetup: '<rootDir>/tests/e2e/support/globalSetup.ts',
    globalTeardown: '<rootDir>/tests/e2e/support/globalTeardown.ts',
  })();
  delete components.setupFilesAfterEach;
  // msw 2 depends on ESM-only packages (rettime): let SWC transform them like Next's own.
  components.transformIgnorePatterns = components.transformIgnorePatterns.map((p) => p.replace('(?!(geist|', '(?!(rettime|@open-draft|until-async|yet-another-react-lightbox|geist|'));
  // uuid is ESM-only too (the API client makes its Idempotency-Keys with it).
  for (const project of [unit, server, components]) project.transformIgnorePatterns = project.transformIgnorePatterns.map((p) => p.replace('(?!(', '(?!(uuid|'));
  // testTimeout is a global option in Jest (project-level values are ignored): e2e journeys need the most.
  return { projects: [unit, server, components, e2e], maxWorkers: 2, testTimeout: 120000 };
};
