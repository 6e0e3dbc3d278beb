// Builds the web app when its build is missing or older than its sources, so `npm start` always serves the current app.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR (absolute) lets several checkouts' servers each build and serve their own copy.
const outDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
const built = path.join(outDir, 'index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/app', 'apps/web/vite.config.ts', 'packages/contracts/src'].map((p) => path.join(root, p));

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the web app…');
  // Vite builds for the NODE_ENV it finds: a start from a test runner (NODE_ENV=test) would serve
  // React's and Ant Design's development builds.
  execSync(`npm run build -w @lbo/web -- --outDir ${JSON.stringify(outDir)} --emptyOutDir`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
