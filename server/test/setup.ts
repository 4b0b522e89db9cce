import { beforeEach } from 'vitest';
import { testDatabase, truncateAll } from './test-database';

// Every test starts from empty tables.
beforeEach(async () => {
  await truncateAll(await testDatabase());
});
