/**
 * `npm run admin -- grant <email>` / `revoke <email>`: changes an existing account's admin flag; `list` shows the
 * admins. Loads the same configuration as the server, so a revoke records the ADMIN_EMAILS list in force and
 * sticks until it changes.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import { describeAdmins, grantAdmin, revokeAdmin } from '../src/server/modules/users/users.service.ts';

const [action, rawEmail] = process.argv.slice(2);
if (!((action === 'grant' || action === 'revoke') && rawEmail) && action !== 'list') {
  console.error('Usage: npm run admin -- grant <email> | revoke <email> | list');
  process.exit(2);
}
const email = (rawEmail ?? '').trim().toLowerCase();
// The server's configuration, read as the server reads it (a local .env fills in what the environment does not set).
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = createDatabase(config.database);
try {
  await database.direct((db) => migrateToLatest(db));
  if (action === 'list') {
    const admins = await describeAdmins(database.db, config.adminEmails);
    console.log(admins.length ? admins.join('\n') : 'No admins.');
  } else {
    const changed =
      action === 'grant' ? await grantAdmin(database.db, email) : await revokeAdmin(database.db, config.adminEmails, email);
    if (changed === 0) {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
      if (action === 'revoke' && config.adminEmails.has(email)) {
        console.log('Note: this email is in ADMIN_EMAILS; it stays revoked until that list changes. Remove it from the list too.');
      }
    }
  }
} finally {
  await database.close();
}
