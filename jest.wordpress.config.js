// `npm run test:wordpress` (scripts/wordpress/test-wordpress.sh): the e2e journey against a real local
// WordPress, apart from the e2e project (which runs against the stand-in).
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = async () => {
  const project = await createJestConfig({
    displayName: 'wordpress',
    testEnvironment: 'node',
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    testPathIgnorePatterns: ['/node_modules/', '/.next/'],
    testMatch: ['<rootDir>/tests/wordpress-e2e/**/*.e2e.ts'],
    globalSetup: '<rootDir>/tests/e2e/support/globalSetup.ts',
    globalTeardown: '<rootDir>/tests/e2e/support/globalTeardown.ts',
  })();
  return { projects: [project], maxWorkers: 1, testTimeout: 300000 };
};
