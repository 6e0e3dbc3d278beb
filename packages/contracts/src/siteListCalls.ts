import { z } from 'zod';
import { defineCall, type CallDefinition } from './call.ts';
import { idBody, listOf } from './common.ts';
import { schemaFacts } from './schemaFacts.ts';
import { auditTrail, recordId, siteChoice } from './siteRecords.ts';

/**
 * The calls every site list has (cargo types, currencies, carriers, quotations...), derived from
 * the one shape of the fields a person edits. The edit form answers those fields as the server reads
 * them back (`wireOf`: no defaults, decimals as text, choices as plain numbers or text) with Id and
 * SiteId; list rows add the site's name and the times; the detail adds the change history.
 * Paths follow /<Area>/Get<Plural>, Add<One>, GetEdit<One>, Edit<One>, Delete<One>, Get<One>ById;
 * all six are for back-office staff holding the call's permission.
 */

/** A value as the server answers it: plain numbers, text and flags, nothing left out. */
type WireValue<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends boolean
      ? boolean
      : T extends readonly (infer E)[]
        ? WireValue<E>[]
        : T extends object
          ? { [K in keyof T]-?: WireValue<Exclude<T[K], undefined>> }
          : T;

type WireOut<S extends z.ZodType> = WireValue<Exclude<z.output<S>, undefined>>;
/** Plain values: read and sent the same. */
export type WireSchema<S extends z.ZodType> = z.ZodType<WireOut<S>, WireOut<S>>;
type WireShape<Shape extends Fields> = { [K in keyof Shape]: WireSchema<Shape[K]> };

/** The edit fields' schemas by name. */
type Fields = Record<string, z.ZodType>;

/**
 * The schema of an edit field as the server answers it: an absent value is answered (defaults and
 * optional are dropped, null stays), decimals accepted as a number or text are answered as text,
 * a choice among numbers is a whole number and among texts a text. A field this cannot read
 * (lazy, records) names its answer in the factory's `wire`.
 */
export function wireOf<S extends z.ZodType>(schema: S): WireSchema<S> {
  return wire(schema) as WireSchema<S>;
}

function wire(schema: z.ZodType): z.ZodType {
  const facts = schemaFacts(schema);
  switch (facts.kind) {
    case 'default':
    case 'prefault':
    case 'optional':
    case 'readonly':
      return wire(facts.inner);
    case 'nullable':
      return wire(facts.inner).nullable();
    case 'pipe':
      // A transform says nothing of its output's type: what it reads from does (text stays text).
      return schemaFacts(facts.from).kind === 'transform' ? wire(facts.to) : wire(facts.from);
    case 'union': {
      // Number text (zDecimal) takes text or a number and answers text.
      const kinds = new Set(facts.options.map((o) => schemaFacts(wire(o)).kind));
      if (kinds.has('string')) return z.string();
      break;
    }
    case 'string':
      return z.string();
    case 'number':
      return facts.integer ? z.int32() : z.number();
    case 'boolean':
      return z.boolean();
    case 'literal':
      return facts.values.every((v) => typeof v === 'number') ? z.int32() : z.string();
    case 'enum':
      return z.string();
    case 'array':
      return z.array(wire(facts.element));
    case 'object':
      return z.object(Object.fromEntries(Object.entries(facts.shape).map(([key, field]) => [key, wire(field)])));
  }
  throw new Error(`wireOf: no answer for a ${facts.kind === 'other' ? facts.type : facts.kind} field; name it in the factory's wire`);
}

const backstage = { access: 'granted', populations: ['backstage'] } as const;

const stamps = { SiteName: z.string(), CreationTime: z.string(), UpdateTime: z.string() };

type Operation = 'list' | 'add' | 'getEdit' | 'edit' | 'delete' | 'detail';
type Summaries = Record<Operation, string>;

export interface SiteListSpec<
  Shape extends Fields,
  Query extends z.ZodType,
  Wire extends z.ZodRawShape,
  Owned extends keyof Shape & string,
  Row extends z.ZodRawShape,
  Detail extends z.ZodRawShape,
  Shown extends z.ZodRawShape,
  PlatformRows extends boolean,
> {
  /** The record's name in paths when it is not the area's ("Currency" of /Currencies). */
  one?: string;
  /** Its plural in the list's path, when not `<One>s`. */
  plural?: string;
  /** Paths the spec spells otherwise (organisations: /Organizes/EstablishUserOrganizes). */
  paths?: Partial<Record<Operation, `/${string}/${string}`>>;
  /** The list also keeps the platform's own rows (platform staff naming no site): their SiteId is null. */
  platformRows?: PlatformRows;
  /** The fields a person edits. */
  fields: Shape;
  /** Rules across fields (judged on the add and edit bodies alike), added to the schema they are given. */
  rules?: (schema: z.ZodType<z.output<z.ZodObject<Shape>>>) => z.ZodType<z.output<z.ZodObject<Shape>>>;
  query: Query;
  /** Edit fields answered otherwise than `wireOf` reads them (a reference deleted since reads as null). */
  wire?: Wire;
  /** What the edit form shows but no body carries: the server sets it (an upload's name and size). */
  shown?: Shown;
  /** Rows the record owns: in the edit form and the detail, counted rather than listed in list rows. */
  owned?: readonly Owned[];
  /** What list and detail rows carry besides the edit form, the site's name and the times. */
  row?: Row;
  /** What only the detail carries besides the change history. */
  detail?: Detail;
  /** The OpenAPI summary of each call. */
  summaries: Summaries;
}

type Nothing = Record<never, never>;

export function siteListCalls<
  Area extends string,
  Shape extends Fields,
  Query extends z.ZodType,
  Wire extends z.ZodRawShape = Nothing,
  Owned extends keyof Shape & string = never,
  Row extends z.ZodRawShape = Nothing,
  Detail extends z.ZodRawShape = Nothing,
  Shown extends z.ZodRawShape = Nothing,
  PlatformRows extends boolean = false,
>(area: Area, spec: SiteListSpec<Shape, Query, Wire, Owned, Row, Detail, Shown, PlatformRows>) {
  const one = spec.one ?? area;
  const plural = spec.plural ?? `${one}s`;
  // The rules read the fields only: a body with SiteId or Id is judged the same way.
  const rules = (spec.rules ?? ((schema) => schema)) as <S>(schema: S) => S;
  const fields = rules(z.object(spec.fields));
  const addBody = rules(z.object({ ...spec.fields, ...siteChoice }));
  const editBody = rules(z.object({ ...spec.fields, Id: recordId() }));

  type Info = { Id: z.ZodInt32; SiteId: PlatformRows extends true ? z.ZodNullable<z.ZodInt32> : z.ZodInt32 } & Omit<WireShape<Shape>, keyof Wire> & Wire & Shown;
  const info = {
    Id: z.int32(),
    SiteId: spec.platformRows ? z.int32().nullable() : z.int32(),
    ...Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, (spec.wire as Fields | undefined)?.[key] ?? wireOf(field)])),
    ...spec.shown,
  } as Info;
  const owned = new Set<string>(spec.owned ?? []);
  const listed = Object.fromEntries(Object.entries(info).filter(([key]) => !owned.has(key))) as Omit<Info, Owned>;
  const ownedShape = Object.fromEntries(Object.entries(info).filter(([key]) => owned.has(key))) as Pick<Info, Owned & keyof Info>;
  const editInfo = z.object(info);
  const row = z.object({ ...listed, ...(spec.row ?? ({} as Row)), ...stamps });
  const detail = row.extend({ ...ownedShape, ...(spec.detail ?? ({} as Detail)), Audits: auditTrail });

  const path = <Op extends string>(operation: Op, op: Operation) => spec.paths?.[op] ?? (`/${area}/${operation}` as const);
  const { summaries } = spec;
  const calls = {
    list: defineCall(path(`Get${plural}`, 'list'), { summary: summaries.list, request: spec.query, response: listOf(row), readOnly: true, ...backstage }),
    add: defineCall(path(`Add${one}`, 'add'), { summary: summaries.add, request: addBody, response: z.object({ Id: z.int32() }), ...backstage }),
    getEdit: defineCall(path(`GetEdit${one}`, 'getEdit'), { summary: summaries.getEdit, request: idBody, response: editInfo, readOnly: true, ...backstage }),
    edit: defineCall(path(`Edit${one}`, 'edit'), { summary: summaries.edit, request: editBody, response: editInfo, ...backstage }),
    delete: defineCall(path(`Delete${one}`, 'delete'), { summary: summaries.delete, request: idBody, response: z.null(), ...backstage }),
    detail: defineCall(path(`Get${one}ById`, 'detail'), { summary: summaries.detail, request: idBody, response: detail, readOnly: true, ...backstage }),
  } satisfies Record<string, CallDefinition>;
  return { fields, addBody, editBody, editInfo, row, detail, calls };
}
