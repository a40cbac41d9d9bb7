import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `waitFor` and `findBy*` wait up to 10 s instead of 1 s: under `npm test` these tests share a core
// with the end-to-end journeys and the server tests, and a part that loads its code on demand
// (a slice injected with its component) took over a second there. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 10_000 });
