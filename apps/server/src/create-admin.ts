import { parseArgs } from 'node:util';
import { read } from 'read';
import { loadConfig } from './config';
import { openDatabase, runMigrations } from './db/database';
import { createFirstAdmin, firstAdminInputProblem, type FirstAdminInput } from './seed/first-admin';

const USAGE = `usage: npm run create-admin -- --platform <number> --login <account> [--company <name>] [--name <shown name>]

Creates the admin of a tenant (the admin role, which grants everything, in each of its stores),
and the tenant itself, with its menus, roles and one store, when --company is given and it does
not exist yet. The password is read from ADMIN_PASSWORD, else asked for (not echoed). The database
is the server's: DATABASE_URL, else the PGlite directory DATA_DIR (stop the server first).`;

/** Bad usage: exit code 2, as command-line tools do. */
class UsageError extends Error {}

function parseInput(argv: string[]): FirstAdminInput | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        platform: { type: 'string' },
        company: { type: 'string' },
        login: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const input = {
    platformNum: values.platform?.trim() ?? '',
    companyName: values.company,
    loginName: values.login?.trim() ?? '',
    name: values.name,
  };
  const problem = firstAdminInputProblem(input);
  if (problem) throw new UsageError(problem);
  return input;
}

/** ADMIN_PASSWORD, else typed twice at a prompt that does not echo. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY)
    throw new UsageError('no password: set ADMIN_PASSWORD, or run the command in a terminal to type it');
  const first = await read({ prompt: 'Password: ', silent: true });
  const again = await read({ prompt: 'Password again: ', silent: true });
  if (first !== again) throw new UsageError('the two passwords differ');
  return first;
}

async function run(): Promise<void> {
  const input = parseInput(process.argv.slice(2));
  if (input === 'help') {
    console.info(USAGE);
    return;
  }
  const config = loadConfig();
  const password = await readPassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await database.exclusive(async (db) => {
      await runMigrations(database, db);
      return createFirstAdmin(db, input, password, {
        passwordHashLogN: config.passwordHashLogN,
        now: config.now(),
      });
    });
    if (report.tenantCreated)
      console.info(
        `Created tenant ${input.platformNum} (${report.companyName}) with store ${report.storeCodes.join(', ')}`,
      );
    console.info(
      `Created account ${input.loginName} of tenant ${input.platformNum}: admin of store ${report.storeCodes.join(', ')}`,
    );
  } finally {
    await database.close();
  }
}

/** One line for the operator: a failed connection to PostgreSQL is an AggregateError with no message of its own. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return describe(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}

// Every refusal is one line, never a stack trace.
run().catch((error: unknown) => {
  console.error(`create-admin: ${describe(error)}`);
  if (error instanceof UsageError) console.error('Run with --help for the usage.');
  process.exit(error instanceof UsageError ? 2 : 1);
});
