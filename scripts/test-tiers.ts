/**
 * Which Vitest test touches what (decision 062). A server test that opens a database runs on SQLite and again on
 * PostgreSQL; one that opens none (the shared code, the scripts, pure server logic) runs once, and so do the client's.
 * A server test is a database test when it names one of the ways a test gets a database; the pure project's
 * tripwire (`scripts/vitest-no-database.ts`) fails any test that opens one without saying so here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names by which a test file gets a database, directly or through a process it starts. */
const OPENS_A_DATABASE =
  /\b(createTestApp|createTestDatabase|createPostsWorld|createPlanCampus|startProcesses|freshDatabase|spawnQuad|createDatabase|TEST_DATABASE_URL)\b/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name).split('\\').join('/'))
    .sort();
}

/** The server's test files that open a database, relative to the repository's root. */
export function databaseTestFiles(root = '.'): string[] {
  return testFiles(join(root, 'src/server'))
    .filter((file) => OPENS_A_DATABASE.test(readFileSync(file, 'utf8')))
    .map((file) => file.replace(/^\.\//, ''));
}
