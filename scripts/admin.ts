/** `npm run admin -- grant <email>` / `revoke <email>`: changes an existing account's admin flag. */
import { loadConfig } from '../src/server/config.ts';
import { createDatabase } from '../src/server/database/connection.ts';
import { migrateToLatest } from '../src/server/database/migrator.ts';
import { nowIso } from '../src/server/database/values.ts';
import { setAdminByEmail } from '../src/server/modules/users/users.repository.ts';

const [action, rawEmail] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !rawEmail) {
  console.error('Usage: npm run admin -- grant <email> | revoke <email>');
  process.exit(2);
}
const email = rawEmail.trim().toLowerCase();
const config = loadConfig();
const database = createDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const changed = await setAdminByEmail(database.db, email, action === 'grant', nowIso());
  if (changed === 0) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    if (action === 'revoke' && config.adminEmails.has(email)) {
      console.log('Note: this email is in ADMIN_EMAILS, so the next sign-in makes it admin again.');
    }
  }
} finally {
  await database.close();
}
