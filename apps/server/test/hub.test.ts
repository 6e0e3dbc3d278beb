import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { HUB_PATH, RECEIVE_EVENT, type PushInformation } from '../src/platform/hub.ts';
import { notifyPermissionChange } from '../src/modules/access/access.service.ts';
import { account, user as userCalls } from '@lbo/contracts';
import { call, createSite, createTestApp, createUser, encrypt, type TestApp, type TestSite, type TestUser } from './helpers.ts';

function connect(url: string, token: string): Socket {
  return io(url, { path: HUB_PATH, auth: { token }, transports: ['websocket'], reconnection: false });
}

const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
const PUSH = { InfoType: 'Notice', Title: 'Still there?', Message: 'a push after the session ended', MessageType: 0 };
const nextPush = (socket: Socket) => new Promise<PushInformation>((resolve) => socket.once(RECEIVE_EVENT, resolve));
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe('real-time hub', () => {
  let t: TestApp;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  let site: TestSite;

  beforeAll(async () => {
    t = await createTestApp();
    site = await createSite(t.db);
    alice = await createUser(t, { site, type: 'user' });
    bob = await createUser(t, { site, type: 'user' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('delivers a push to the signed-in user only', async () => {
    const a = connect(url, alice.token);
    const b = connect(url, bob.token);
    await Promise.all([connected(a), connected(b)]);
    let bobHeard = false;
    b.on(RECEIVE_EVENT, () => (bobHeard = true));
    const received = nextPush(a);
    t.services.hub.pushToUser(alice.id, { InfoType: 'Debt', Title: 'Arrears', Message: 'Pay your bill', MessageType: 1 });
    expect(await received).toEqual({ InfoType: 'Debt', Title: 'Arrears', Message: 'Pay your bill', MessageType: 1 });
    const permission = nextPush(b);
    notifyPermissionChange(t.services.hub, [bob.id]);
    expect((await permission).InfoType).toBe('UserPermissionChange');
    expect(bobHeard).toBe(true);
    a.close();
    b.close();
  });

  it('disconnects a disabled user at once: no push reaches them, and their token cannot connect again', async () => {
    const admin = await createUser(t, { site, grants: [userCalls.disableUser] });
    const carol = await createUser(t, { site, type: 'user' });
    const socket = connect(url, carol.token);
    await connected(socket);
    let heard = false;
    socket.on(RECEIVE_EVENT, () => (heard = true));
    const gone = disconnected(socket);
    expect((await call(t, userCalls.disableUser, { Id: carol.id }, { token: admin.token })).Code).toBe(0);
    expect(await gone).toBe('io server disconnect');
    t.services.hub.pushToUser(carol.id, PUSH);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toBe(false);
    const again = connect(url, carol.token);
    await expect(connected(again)).rejects.toMatchObject({ data: { Code: 1 } });
    again.close();
  });

  it('disconnects a signed-out session only; the same person’s other session keeps its pushes', async () => {
    const dave = await createUser(t, { site, type: 'user' });
    const signIn = async () =>
      (await call(t, account.loginUser, { UserName: dave.userName, Password: encrypt(t, dave.password) }, { host: site.host, address: '10.40.0.1' })).Data;
    const [phone, laptop] = [await signIn(), await signIn()];
    const onPhone = connect(url, phone.AccessToken);
    const onLaptop = connect(url, laptop.AccessToken);
    await Promise.all([connected(onPhone), connected(onLaptop)]);
    const gone = disconnected(onPhone);
    expect((await call(t, account.revokeToken, { Token: phone.RefreshToken })).Code).toBe(0);
    expect(await gone).toBe('io server disconnect');
    const received = nextPush(onLaptop);
    t.services.hub.pushToUser(dave.id, PUSH);
    expect(await received).toEqual(PUSH);
    expect(onLaptop.connected).toBe(true);
    const again = connect(url, phone.AccessToken);
    await expect(connected(again)).rejects.toMatchObject({ data: { Code: 1 } });
    again.close();
    onLaptop.close();
  });

  it('refuses a connection without a valid token', async () => {
    const s = connect(url, 'not-a-token');
    await expect(connected(s)).rejects.toMatchObject({ message: 'Unauthorized', data: { Code: 1 } });
    s.close();
  });
});

/** Two API processes on one database and one Redis: a push made by one reaches a client of the other. */
describe.skipIf(!process.env.REDIS_URL || !process.env.TEST_DATABASE_URL)('hub across processes (Redis adapter)', () => {
  let t: TestApp;
  let child: ChildProcess;
  let childUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: process.env.REDIS_URL });
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, ['--import', 'tsx', new URL('../src/main.ts', import.meta.url).pathname], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl, REDIS_URL: process.env.REDIS_URL, SIGNING_KEY: t.config.signingKey, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATA_DIR: t.config.uploadDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    childUrl = `http://127.0.0.1:${port}`;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('second process did not start')), 30_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('is running')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`second process exited with ${code}`)));
    });
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await t?.close();
  });

  it('reaches a client connected to the other process', async () => {
    const site = await createSite(t.db);
    const user = await createUser(t, { site, type: 'user' });
    const socket = connect(childUrl, user.token);
    await connected(socket);
    const received = nextPush(socket);
    // Give the other process's adapter a moment to subscribe the new room.
    await new Promise((r) => setTimeout(r, 200));
    t.services.hub.pushToUser(user.id, { InfoType: 'Notice', Title: 'Across', Message: 'from process one', MessageType: 0 });
    expect(await received).toMatchObject({ Title: 'Across', Message: 'from process one' });
    socket.close();
  });

  it('disconnects a disabled user’s sockets on the other process too', async () => {
    const site = await createSite(t.db);
    const admin = await createUser(t, { site, grants: [userCalls.disableUser] });
    const user = await createUser(t, { site, type: 'user' });
    const socket = connect(childUrl, user.token);
    await connected(socket);
    await new Promise((r) => setTimeout(r, 200));
    const gone = disconnected(socket);
    expect((await call(t, userCalls.disableUser, { Id: user.id }, { token: admin.token })).Code).toBe(0);
    expect(await gone).toBe('io server disconnect');
  });
});
