import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/** The product every test file uses unless it needs settings of its own (harness.ts, productForTests). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('productUrl', server.url);
  return () => server.stop();
}
