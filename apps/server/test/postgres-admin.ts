import pg from 'pg';

/**
 * Runs one statement of database administration (CREATE/DROP DATABASE) on the test server: from
 * the URL's database, or from 'postgres' when that one does not exist.
 */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  let client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    client = new pg.Client({ connectionString: fallback.toString() });
    await client.connect();
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The address of one database on the test server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
