import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db.ts';
import { migrateDatabase } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedNewInstallation } from './db/seed.ts';
import { describeSmsSender } from './platform/sms/configuredSender.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const { app } = await buildApp({ config, database });
const firstStart = await database.db.transaction((tx) => seedNewInstallation(tx, config));

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/pglite`;
const lines = [
  '',
  `Logistics back office is running on http://localhost:${config.port}  (database: ${where})`,
  `  API documentation: http://localhost:${config.port}/docs`,
  `  SMS sender: ${describeSmsSender(config.sms)}`,
];
if (firstStart?.kind === 'demo') {
  lines.push('  Demo data was created. Sign in with (each site is reached by its own host name):');
  for (const a of firstStart.accounts) lines.push(`    ${a.site.padEnd(18)} http://${a.host.padEnd(24)} ${a.loginType.padEnd(14)} ${a.userName} / ${a.password}  (${a.role})`);
} else if (firstStart?.kind === 'administrator') {
  lines.push(
    '  New installation without demo data: one platform administrator was created.',
    `    Sign in to the platform console at http://${firstStart.host}:${config.port}/index as "${firstStart.userName}"`,
    // The generated password exists nowhere else: this is the only time it is shown.
    firstStart.generated ? `    with the password  ${firstStart.password}  (shown only this once)` : '    with the password given in ADMIN_PASSWORD',
    '    and choose a new password at once: nothing else can be done until it is changed.',
  );
} else {
  lines.push('  Demo accounts (if this database was seeded): see README "Demo accounts".');
}
console.log(lines.join('\n'));
