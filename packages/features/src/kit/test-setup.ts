import { afterEach } from 'vitest';
import { queryClient } from './query-client';

afterEach(() => queryClient.clear());
