import { beforeEach } from 'vitest';
import { seedGlobalTemplates } from '../modules/templates/templates.service';
import { testDatabase, truncateAll } from './test-database';

// Every test starts from empty tables and the seeded global templates.
beforeEach(async () => {
  const database = await testDatabase();
  await truncateAll(database);
  await seedGlobalTemplates(database.db);
});
