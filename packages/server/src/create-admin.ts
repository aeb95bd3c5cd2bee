/**
 * `npm run create-admin -- --email ann@hotel.example --name "Ann Lee" [--language zh-CN]`: creates a group
 * administrator in the configured database (production seeds no staff, so this makes the first one).
 * The password comes from STAFF_ADMIN_PASSWORD or the first line of standard input, never the command line.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staffCreateSchema } from '@hotel/contract/schemas/admin';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createGroupAdministrator } from './modules/admin/staff.admin.ts';
import { AppError } from './platform/errors.ts';

const USAGE = `Usage: STAFF_ADMIN_PASSWORD=… npm run create-admin -- --email E --name N [--language en-US]
  (or pipe the password: echo "$PASSWORD" | npm run create-admin -- --email E --name N)
  The password: 10 to 64 characters with an upper-case letter, a lower-case letter and a digit.`;

class UsageError extends Error {}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_ADMIN_PASSWORD) return process.env.STAFF_ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stdout.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line.trim();
  }
  return '';
}

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' } },
    strict: true,
  });
  const parsed = staffCreateSchema.safeParse({
    email: values.email,
    name: values.name,
    language: values.language ?? 'en-US',
    password: await readPassword(),
    role: 'groupAdmin',
    hotelCodes: [],
    isActive: true,
  });
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new UsageError(`invalid ${fields}`);
  }
  // Only the database is needed: the command runs beside a production server, not as one.
  const database = await openDatabase(loadConfig(process.env, { checkProduction: false }));
  try {
    const account = await createGroupAdministrator(database.db, parsed.data, new Date());
    console.log(`group administrator ${account.email} created (${account.id}); enrol two-step sign-in at /admin`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AppError && error.codeName === 'emailExists') console.error('a staff account has this e-mail');
  else if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
  else console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  process.exit(1);
}
