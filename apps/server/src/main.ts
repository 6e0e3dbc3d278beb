import { loadConfig } from './platform/config.ts';
import { migrateDatabase, openDatabase } from './platform/db.ts';
import { buildApp } from './app.ts';
import { seedDemo } from './db/seed.ts';
import { describeSmsSender } from './platform/sms/configuredSender.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const { app } = await buildApp({ config, database });
const demo = config.seedDemo ? await database.db.transaction((tx) => seedDemo(tx, config.port)) : null;

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
if (demo) {
  lines.push('  Demo data was created. Sign in with (each site is reached by its own host name):');
  for (const a of demo) lines.push(`    ${a.site.padEnd(18)} http://${a.host.padEnd(24)} ${a.loginType.padEnd(14)} ${a.userName} / ${a.password}  (${a.role})`);
} else {
  lines.push('  Demo accounts (if this database was seeded): see README "Demo accounts".');
}
console.log(lines.join('\n'));
