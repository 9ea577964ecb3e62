import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from './query-client';

// What a test waits for to appear may take seconds on a loaded machine (CI runs the suites side by
// side with others on two cores): findBy and waitFor give it 10 s, inside the 20 s a test has.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => queryClient.clear());
