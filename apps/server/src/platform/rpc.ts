import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ErrorCode,
  formatMessage,
  languageFromHeader,
  type CallDefinition,
  type Language,
  type ParsedRequestOf,
  type ResponseOf,
  trimPayload,
  user,
} from '@lbo/contracts';
import type { Actor, SignedIn } from './auth.ts';
import { againOnLostRace, constraintViolation } from './constraints.ts';
import type { CallContext, Services, UploadedPart } from './context.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { plainFileAddresses } from './fileLinks.ts';
import { controlCharacterFields, describeIssues } from './payload.ts';
import type { Tx } from './db.ts';
import { readInScope, runInScope, type CallerState, type Scope, type SignedInScope } from './tenancy.ts';

export type Handler<C extends CallDefinition> = (ctx: CallContext, body: ParsedRequestOf<C>) => Promise<ResponseOf<C>>;

/** A module's routes: each contract entry paired with its handler. */
export interface Route<C extends CallDefinition = CallDefinition> {
  call: C;
  handler: Handler<C>;
}
export const route = <C extends CallDefinition>(call: C, handler: Handler<C>): Route => ({
  call,
  handler: handler as unknown as Handler<CallDefinition>,
});

function envelope(language: Language, data: unknown) {
  return { Code: ErrorCode.Success, Message: formatMessage('Success', language), Data: data };
}

export function sendError(reply: FastifyReply, error: AppError, language: Language) {
  return reply
    .status(error.httpStatus)
    .send({ Code: error.code, Message: formatMessage(error.key, language, error.params), Data: error.data });
}

/** The scope a signed-in caller's statements run in. */
export function signedInScope({ actor, sessionId }: SignedIn): SignedInScope {
  if (actor.siteId === null) return { kind: 'platform', userId: actor.userId, sessionId };
  return { kind: actor.population === 'user' ? 'owner' : 'site', siteId: actor.siteId, userId: actor.userId, sessionId };
}

const scopeOf = (signedIn: SignedIn | null): Scope => (signedIn ? signedInScope(signedIn) : { kind: 'system' });

function authenticate(request: FastifyRequest, services: Services): SignedIn {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('NotSignedIn');
  const signedIn = services.tokens.verifyAccess(match[1]);
  // Only back-office staff work without a site; a portal token without one is not ours.
  if (signedIn.actor.population === 'user' && signedIn.actor.siteId === null) throw unauthorized('TokenInvalid');
  return signedIn;
}

/** The account a request's access token names, or null without a valid one (the call itself says why). */
export function accountOfRequest(request: FastifyRequest, services: Services): number | null {
  try {
    return authenticate(request, services).actor.userId;
  } catch {
    return null;
  }
}

/** The caller's language: the web client's AcceptLanguage header (1/2/3), else the browser's Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['acceptlanguage'];
  return languageFromHeader((typeof header === 'string' ? header : undefined) ?? request.headers['accept-language']);
}

/** All a user who must change their password may do: read who they are and change it (signing out needs no session). */
const BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([user.getUserInfoDetailedInfo.path, user.changePassword.path]);

/**
 * The caller must still be an enabled, unfrozen user in a session that has not ended (a token
 * outlives none of these: each is read with the caller's state on every call), and a granted
 * call needs the API permission through an enabled role. The stored super-user flag counts, not
 * the token's: a demoted super user loses the bypass at once. A user who must change their
 * password is refused everything else until they have.
 */
function checkAccess(caller: CallerState | null, call: CallDefinition): void {
  if (!caller) return;
  // Disabling and freezing end the sessions too; their own message says more than "session ended".
  if (!caller.isEnabled) throw unauthorized('AccountDisabled');
  if (caller.isFrozen) throw unauthorized('AccountFrozen');
  if (!caller.sessionLive) throw unauthorized('SessionEnded');
  if (caller.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(call.path)) {
    throw new AppError(ErrorCode.PasswordChangeRequired, 'PasswordChangeRequired', {}, 403);
  }
  if (call.access === 'granted' && !caller.isSuperUser && !caller.granted) throw forbidden();
}

/** The limits of an upload form (the multipart plugin's, app.ts), as its refusals name them. */
export const UPLOAD_LIMITS = { fileMegabytes: 50, fields: 20, files: 1 } as const;

/** What the multipart reader's own errors mean to the person uploading. */
function uploadRefusal(error: unknown): AppError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.InvalidInput, 'FileTooLarge', { max: UPLOAD_LIMITS.fileMegabytes });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(ErrorCode.InvalidInput, 'MultipartTooManyParts', { fields: UPLOAD_LIMITS.fields, files: UPLOAD_LIMITS.files });
  }
  // No boundary, a truncated or garbled form: the reader (busboy) fails on the bytes it was sent.
  return new AppError(ErrorCode.InvalidInput, 'MultipartMalformed');
}

async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file?: UploadedPart }> {
  const fields: Record<string, unknown> = {};
  let file: UploadedPart | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // One file per call: the first is kept, further ones are read and ignored.
        file ??= { buffer, filename: part.filename, claimedType: part.mimetype };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  return { fields, file };
}

/** The media type a request declared, for a refusal to name (parameters and anything unprintable left out). */
export const declaredType = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]!.trim().replace(/[^\w.+/-]/g, '').slice(0, 80) || '-';

/** Register `POST <path>` for a contract entry: trim, validate, authenticate, authorise, scope, answer the envelope. */
export function registerRoute(app: FastifyInstance, services: Services, { call, handler }: Route): void {
  app.post(call.path, async (request, reply) => {
    const language = requestLanguage(request);
    try {
      let signedIn: SignedIn | null = null;
      if (call.access !== 'public') {
        signedIn = authenticate(request, services);
        if (!call.populations.includes(signedIn.actor.population)) throw forbidden('WrongPopulation');
      }
      const actor: Actor | null = signedIn?.actor ?? null;
      let raw: unknown = request.body;
      let file: UploadedPart | undefined;
      if (!call.multipart && request.isMultipart()) {
        throw new AppError(ErrorCode.InvalidInput, 'ContentTypeNotAccepted', { type: declaredType(request), expected: 'application/json' });
      }
      if (call.multipart) {
        if (!request.isMultipart()) throw new AppError(ErrorCode.InvalidInput, 'FileMissing');
        // Refuse before reading up to 50 MB from someone who may not upload.
        if (signedIn) await runInScope(services.database.db, scopeOf(signedIn), async (_tx, caller) => checkAccess(caller, call), call.path);
        const parts = await readMultipart(request);
        raw = parts.fields;
        file = parts.file;
      }
      // Every call takes an object: a bare list, number or text is not a body the schemas can name a field of.
      if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) throw new AppError(ErrorCode.InvalidInput, 'InvalidBody');
      // A form sends back the file links it was given: the plain address is what is validated and stored.
      const parsed = call.request.safeParse(plainFileAddresses(trimPayload(raw ?? {})));
      // Checked on what the schema made of the body, so text decoded from a JSON field is checked too.
      const errors = parsed.success ? controlCharacterFields(parsed.data, language) : describeIssues(parsed.error.issues, language);
      if (!parsed.success || errors.length > 0) {
        return reply.send({ Code: ErrorCode.InvalidInput, Message: errors.map((e) => e.Message).join('; '), Data: { Errors: errors } });
      }
      const effects: (() => void | Promise<void>)[] = [];
      const run = async (tx: Tx) => {
        const ctx: CallContext = {
          tx,
          actor,
          language,
          requestId: request.id,
          address: request.ip,
          host: request.headers.host ?? '',
          file,
          services,
          request,
          afterCommit: (effect) => effects.push(effect),
        };
        try {
          return { data: await handler(ctx, parsed.data), error: undefined };
        } catch (error) {
          if (error instanceof AppError && error.commitAnyway) return { data: undefined, error };
          throw error;
        }
      };
      const scope = scopeOf(signedIn);
      const { readPool } = services.database;
      let outcome: Awaited<ReturnType<typeof run>>;
      if (call.readOnly && readPool && scope.kind !== 'system') {
        // A refused caller's handler stops at its first read; the refusal is thrown here.
        const { result } = await readInScope(readPool, scope, run, call.path, (caller) => checkAccess(caller, call));
        if (result.status === 'rejected') throw result.reason;
        outcome = result.value;
      } else {
        outcome = await againOnLostRace(() => {
          // What a rolled-back attempt meant to do after committing is dropped with it.
          effects.length = 0;
          return runInScope(
            services.database.db,
            scope,
            async (tx, caller) => {
              checkAccess(caller, call);
              return run(tx);
            },
            call.path,
            call.readOnly ? 'read only' : 'read write',
          );
        });
      }
      for (const effect of effects) await effect();
      if (outcome.error) return sendError(reply, outcome.error, language);
      // Every file address in the answer becomes a link the browser can load (platform/fileLinks.ts).
      const answer = services.fileLinks.signText(JSON.stringify(envelope(language, outcome.data ?? null)), actor ? { kind: 'caller', siteId: actor.siteId } : { kind: 'public' });
      return reply.type('application/json; charset=utf-8').send(answer);
    } catch (error) {
      if (error instanceof AppError) return sendError(reply, error, language);
      // Raised after the transaction rolled back, so nothing of the call was written.
      const violation = constraintViolation(error);
      if (violation) return sendError(reply, violation, language);
      throw error;
    }
  });
}
