import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type userMessages } from '@lbo/contracts';
import type { SignedIn, TokenService } from './auth.ts';
import { AppError } from './errors.ts';

export const HUB_PATH = '/LogisticsInfrastructureHub';
export const RECEIVE_EVENT = 'UserReceivingInformation';

export type PushInformation = userMessages.PushInformation;

export interface Hub {
  attach(server: HttpServer): Promise<void>;
  pushToUser(userId: number, info: PushInformation): void;
  pushToUsers(userIds: readonly number[], info: PushInformation): void;
  /** Close every connection of a user (their sessions were ended), in every process. */
  disconnectUser(userId: number): void;
  /** Close the connections of one session (signed out, or its refresh token was replayed), in every process. */
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}

/**
 * The real-time hub: socket.io at /LogisticsInfrastructureHub, authenticated by the access token
 * (handshake `auth.token`, or `access_token` in the query as SignalR clients send it). Each user's
 * sockets share a room, so a push reaches every tab; each socket also joins its session's room, so
 * ending a session closes its connections. A connection is accepted only while the caller may still
 * act (`isActive`: enabled, unfrozen, session not ended), as every call checks. With REDIS_URL the
 * Redis adapter carries pushes and disconnections between API processes.
 */
export function createHub(tokens: TokenService, log: FastifyBaseLogger, isActive: (signedIn: SignedIn) => Promise<boolean>, redisUrl?: string): Hub {
  let io: Server | undefined;
  let redis: Redis[] = [];
  const room = (userId: number) => `user:${userId}`;
  const sessionRoom = (sessionId: string) => `session:${sessionId}`;
  const signedInOf = (data: unknown) => (data as { signedIn: SignedIn }).signedIn;

  return {
    async attach(server) {
      io = new Server(server, { path: HUB_PATH, cors: { origin: true, credentials: true }, serveClient: false });
      if (redisUrl) {
        const pub = new Redis(redisUrl, { lazyConnect: true });
        const sub = pub.duplicate();
        await Promise.all([pub.connect(), sub.connect()]);
        redis = [pub, sub];
        io.adapter(createAdapter(pub, sub));
      }
      io.use(async (socket, next) => {
        const token = (socket.handshake.auth as { token?: string }).token ?? socket.handshake.query.access_token;
        try {
          if (typeof token !== 'string') throw new AppError(ErrorCode.Refused, 'NotSignedIn');
          const signedIn = tokens.verifyAccess(token);
          if (!(await isActive(signedIn))) throw new AppError(ErrorCode.Refused, 'SessionEnded');
          (socket.data as { signedIn: SignedIn }).signedIn = signedIn;
          next();
        } catch (error) {
          const code = error instanceof AppError ? error.code : ErrorCode.Refused;
          const failure = new Error(code === ErrorCode.TokenExpired ? 'TokenExpired' : 'Unauthorized') as Error & { data: unknown };
          failure.data = { Code: code };
          next(failure);
        }
      });
      io.on('connection', (socket) => {
        const { actor, sessionId } = signedInOf(socket.data);
        void socket.join([room(actor.userId), sessionRoom(sessionId)]);
      });
      log.info({ path: HUB_PATH, redis: Boolean(redisUrl) }, 'real-time hub attached');
    },
    pushToUser(userId, info) {
      io?.to(room(userId)).emit(RECEIVE_EVENT, info);
    },
    pushToUsers(userIds, info) {
      if (userIds.length > 0) io?.to(userIds.map(room)).emit(RECEIVE_EVENT, info);
    },
    disconnectUser(userId) {
      io?.in(room(userId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async close() {
      if (io) await io.close();
      await Promise.all(redis.map((r) => r.quit().catch(() => undefined)));
    },
  };
}
