// The whole relational schema, defined once for PGlite and PostgreSQL (DESIGN §1).
// Migrations in db/migrations are generated from this file by drizzle-kit.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  description: text('description'),
  // Quantities (DESIGN §11): the company's own run kinds beside the defaults, and the allowances
  // its projects start from (null adds nothing).
  runKinds: jsonb('run_kinds').notNull().default([]),
  slackFeetPerEnd: doublePrecision('slack_feet_per_end'),
  floorHeightFeet: doublePrecision('floor_height_feet'),
  wastePercent: doublePrecision('waste_percent'),
  // From survey to deal (DESIGN §17): the company's price list ({markupPercent, items}), the
  // cable diameters its conduit-fill checks read, how it names telecom rooms, and the terms its
  // proposals end with.
  priceList: jsonb('price_list').notNull().default({ markupPercent: 0, items: [] }),
  cableCatalogue: jsonb('cable_catalogue').notNull().default([]),
  telecomRoomNaming: text('telecom_room_naming', { enum: ['any', 'floor-letter'] }).notNull().default('any'),
  proposalTerms: text('proposal_terms'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['user', 'admin', 'root'] }).notNull().default('user'),
    status: text('status', { enum: ['active', 'frozen'] }).notNull().default('active'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

// The session id is a random token held only by the browser; the table keeps its SHA-256.
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Sign-in attempts per key (an account, an address, or an address and account together) in a
// fixed 15-minute window, kept in the database so that any number of server processes share
// one throttle. One upsert counts an attempt and answers the new count, so parallel attempts
// cannot slip past the limit (DESIGN §12).
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// The first answer to a PATCH, PUT or DELETE sent with an Idempotency-Key (DESIGN §6), per user:
// a replay of the same request answers it again instead of running twice. A row without a status
// is a request still under way. The newest answers of each user are kept (IDEMPOTENT_ANSWERS_PER_USER),
// and the orphan sweep forgets rows after a week.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // SHA-256 of the method, path and body: the same key with another request is refused (DESIGN §14).
    // Null in rows kept before it was recorded.
    requestHash: text('request_hash'),
    status: integer('status'),
    // The JSON answer as it was sent, so that a replay is the same bytes.
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ['planning', 'in-progress', 'completed'] })
      .notNull()
      .default('in-progress'),
    // Quantity allowances (DESIGN §11); null adds nothing.
    slackFeetPerEnd: doublePrecision('slack_feet_per_end'),
    floorHeightFeet: doublePrecision('floor_height_feet'),
    wastePercent: doublePrecision('waste_percent'),
    // The project's own prices (DESIGN §17) over its company's list, item by item; null: none.
    priceList: jsonb('price_list'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_company_idx').on(t.companyId),
    // Target of the composite keys below: a survey's company is always its project's.
    unique('projects_id_company_key').on(t.id, t.companyId),
  ],
);

export const surveyTemplates = pgTable(
  'survey_templates',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    locationType: text('location_type').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('survey_templates_type_idx').on(t.locationType, t.companyId)],
);

// Every save of a template is a new immutable version; surveys point at the one they used.
export const surveyTemplateVersions = pgTable(
  'survey_template_versions',
  {
    id: id(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => surveyTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fields: jsonb('fields').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_template_versions_key').on(t.templateId, t.version)],
);

// The property as it is built (DESIGN §15): a project's buildings with their floors (basements
// negative). Names are unique in a project without regard to case.
export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    name: text('name').notNull(),
    lowestFloor: integer('lowest_floor').notNull().default(1),
    highestFloor: integer('highest_floor').notNull().default(1),
    // A building made from the forms' answers (a building's name typed in a form, the migration
    // of such answers) has floors nobody set: they take in the floors its locations answer,
    // until someone sets them.
    floorsFollowAnswers: boolean('floors_follow_answers').notNull().default(false),
    // Review and handoff (DESIGN §16): who surveys its locations, unless a location names its own.
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('buildings_name_key').on(t.projectId, sql`lower(${t.name})`),
    index('buildings_company_idx').on(t.companyId),
    // Target of the surveys' composite key: a survey's building is of its company.
    unique('buildings_id_company_key').on(t.id, t.companyId),
    foreignKey({ name: 'buildings_project_company_fk', columns: [t.projectId, t.companyId], foreignColumns: [projects.id, projects.companyId] }).onDelete(
      'cascade',
    ),
    check('buildings_floors_check', sql`${t.lowestFloor} <= ${t.highestFloor}`),
  ],
);

// A project's unit types (typical units, DESIGN §15); each has one typical floor plan, a survey
// with is_typical_plan and its unit_type_id.
export const unitTypes = pgTable(
  'unit_types',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('unit_types_name_key').on(t.projectId, sql`lower(${t.name})`),
    index('unit_types_company_idx').on(t.companyId),
    unique('unit_types_id_company_key').on(t.id, t.companyId),
    foreignKey({ name: 'unit_types_project_company_fk', columns: [t.projectId, t.companyId], foreignColumns: [projects.id, projects.companyId] }).onDelete(
      'cascade',
    ),
  ],
);

export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    locationType: text('location_type').notNull(),
    locationId: text('location_id').notNull(),
    instanceName: text('instance_name'),
    instanceNumber: integer('instance_number').notNull(),
    formData: jsonb('form_data').notNull().default({}),
    // Per-field survey version of the last change, for merging concurrent edits (DESIGN §4).
    fieldVersions: jsonb('field_versions').notNull().default({}),
    markupElements: jsonb('markup_elements').notNull().default([]),
    markupVersion: integer('markup_version').notNull().default(0),
    // Per-element survey version of the last change, kept for removed ids too (tombstones), for
    // merging element changes by id (DESIGN §5).
    markupElementVersions: jsonb('markup_element_versions').notNull().default({}),
    uploadedImageKey: text('uploaded_image_key'),
    // A drawing's scale in feet per canvas unit (DESIGN §11); null: not scaled.
    markupScale: doublePrecision('markup_scale'),
    isCompleted: boolean('is_completed').notNull().default(false),
    progress: integer('progress').notNull().default(0),
    templateId: uuid('template_id').references(() => surveyTemplates.id, { onDelete: 'set null' }),
    templateVersion: integer('template_version'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    // A unit's floor plan (DESIGN §4): the unit survey it draws. Not a location of its own; it
    // goes with its unit.
    unitSurveyId: uuid('unit_survey_id'),
    // Where it is (DESIGN §15): the forms' building, floor and unit number fields show these
    // columns; form_data never holds them. A building in use cannot be deleted (no action: a
    // project's or company's delete still takes both).
    buildingId: uuid('building_id'),
    floor: integer('floor'),
    unitNumber: text('unit_number'),
    // A unit's type; on a typical plan (is_typical_plan), the type it draws.
    unitTypeId: uuid('unit_type_id'),
    isTypicalPlan: boolean('is_typical_plan').notNull().default(false),
    // On a unit's floor plan: the typical plan's elements this unit hides.
    hiddenTypicalIds: jsonb('hidden_typical_ids').notNull().default([]),
    // Review and handoff (DESIGN §16). Null state: never submitted. pending: completed and
    // waiting for the office; approved; returned: reopened with the office's comment. by/at: who
    // set the state and when; submitted_by: who completed it last (a return goes back to them).
    reviewState: text('review_state', { enum: ['pending', 'approved', 'returned'] }),
    reviewBy: uuid('review_by').references(() => users.id, { onDelete: 'set null' }),
    reviewAt: timestamp('review_at', { withTimezone: true, mode: 'date' }),
    reviewComment: text('review_comment'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    // Who surveys it; null: its building's assignee, if any.
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('surveys_project_idx').on(t.projectId, t.locationType),
    index('surveys_company_idx').on(t.companyId),
    index('surveys_unit_survey_idx').on(t.unitSurveyId),
    index('surveys_building_idx').on(t.buildingId),
    index('surveys_unit_type_idx').on(t.unitTypeId),
    index('surveys_assignee_idx').on(t.assigneeId),
    // Locations are numbered per type; a floor plan shares its unit's number; typical plans are not locations.
    uniqueIndex('surveys_instance_key')
      .on(t.projectId, t.locationType, t.instanceNumber)
      .where(sql`${t.unitSurveyId} is null and not ${t.isTypicalPlan}`),
    // A unit's number is unique in its building among the units (without regard to case).
    uniqueIndex('surveys_unit_number_key')
      .on(t.buildingId, sql`upper(${t.unitNumber})`)
      .where(sql`${t.locationType} = 'unit' and ${t.unitSurveyId} is null and not ${t.isTypicalPlan}`),
    // One typical plan per unit type.
    uniqueIndex('surveys_typical_plan_key').on(t.unitTypeId).where(sql`${t.isTypicalPlan}`),
    foreignKey({ name: 'surveys_building_fk', columns: [t.buildingId, t.companyId], foreignColumns: [buildings.id, buildings.companyId] }),
    foreignKey({ name: 'surveys_unit_type_fk', columns: [t.unitTypeId, t.companyId], foreignColumns: [unitTypes.id, unitTypes.companyId] }),
    unique('surveys_id_company_key').on(t.id, t.companyId),
    // DESIGN §3: a survey cannot belong to another company than its project.
    foreignKey({ name: 'surveys_project_company_fk', columns: [t.projectId, t.companyId], foreignColumns: [projects.id, projects.companyId] }).onDelete(
      'cascade',
    ),
    // A floor plan's unit is of its company too.
    foreignKey({ name: 'surveys_unit_survey_fk', columns: [t.unitSurveyId, t.companyId], foreignColumns: [t.id, t.companyId] }).onDelete('cascade'),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').notNull(),
    originalName: text('original_name').notNull(),
    label: text('label'),
    // 1 at upload, one more per label change: a stale relabel conflicts instead of overwriting (DESIGN §6).
    version: integer('version').notNull().default(1),
    elevationLevel: integer('elevation_level').notNull().default(0),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    originalKey: text('original_key').notNull(),
    displayKey: text('display_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    // Pinned on a plan (DESIGN §5): the site map or a floor plan of its project, where on its
    // 2000x1500 canvas, the way the camera looked (degrees clockwise from up, or none), and the
    // pin's number on that plan. A plan deleted takes its pins with it.
    pinSurveyId: uuid('pin_survey_id').references(() => surveys.id, { onDelete: 'set null' }),
    pinX: doublePrecision('pin_x'),
    pinY: doublePrecision('pin_y'),
    pinDirection: doublePrecision('pin_direction'),
    pinNumber: integer('pin_number'),
    // Chosen for the owner's proposal (DESIGN §17).
    starred: boolean('starred').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_survey_idx').on(t.surveyId),
    index('photos_pin_survey_idx').on(t.pinSurveyId),
    index('photos_company_idx').on(t.companyId),
    // A photo's company is always its survey's.
    foreignKey({ name: 'photos_survey_company_fk', columns: [t.surveyId, t.companyId], foreignColumns: [surveys.id, surveys.companyId] }).onDelete(
      'cascade',
    ),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] }).notNull().default('pending'),
    token: text('token').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('invitations_token_key').on(t.token), index('invitations_company_idx').on(t.companyId)],
);

export const usageSnapshots = pgTable(
  'usage_snapshots',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectsCount: integer('projects_count').notNull(),
    surveysCount: integer('surveys_count').notNull(),
    photosCount: integer('photos_count').notNull(),
    totalStorageBytes: bigint('total_storage_bytes', { mode: 'number' }).notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('usage_snapshots_company_idx').on(t.companyId, t.calculatedAt)],
);

// The usage screen's figures of every company, recorded once a day by a background job
// (server/jobs): a history, apart from the snapshots an administrator asks for above.
export const usageDailySnapshots = pgTable(
  'usage_daily_snapshots',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The UTC day the figures were read on: one row per company and day. */
    day: date('day', { mode: 'string' }).notNull(),
    projectsCount: integer('projects_count').notNull(),
    surveysCount: integer('surveys_count').notNull(),
    photosCount: integer('photos_count').notNull(),
    totalStorageBytes: bigint('total_storage_bytes', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_company_idx').on(t.companyId, t.createdAt),
    // A location's activity (DESIGN §16): its own rows, and its photos' rows, which name it in data.
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_events_survey_idx').on(sql`(${t.data}->>'surveyId')`, t.id),
  ],
);

// API tokens (issue 16): named, per company, made by an admin and acting with that admin's
// company scope and a chosen role; only a hash is kept, the token itself is shown once. They go
// with the admin who made them (a token never outlives its maker's account).
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ['read-only', 'read-write'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, to tell tokens apart in a list. */
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash), index('api_tokens_company_idx').on(t.companyId)],
);

/** A company's webhook (issue 16): events POSTed to its URL, signed with its secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** Kept to sign the deliveries (HMAC-SHA256); answered once, at creation. */
    secret: text('secret').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_company_idx').on(t.companyId)],
);

/** One event for one webhook, with its attempts so far (the delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);

// Review and handoff (DESIGN §16) ------------------------------------------------------------

/** A comment on a location; `mentions` are the colleagues its @names named. */
export const surveyComments = pgTable(
  'survey_comments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('survey_comments_survey_idx').on(t.surveyId, t.createdAt),
    foreignKey({ name: 'survey_comments_survey_company_fk', columns: [t.surveyId, t.companyId], foreignColumns: [surveys.id, surveys.companyId] }).onDelete(
      'cascade',
    ),
  ],
);

/** What someone should know: a location returned to them, assigned to them, a comment naming them. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['returned', 'assigned', 'mentioned'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    /** The words to show: the location's and project's names, the comment. */
    data: jsonb('data').notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A device's sync engine as it last reported (DESIGN §16): how many changes its outbox holds
 * unsent. A project is handed over only when no device of its company holds any for it.
 */
export const devices = pgTable(
  'devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    pending: integer('pending').notNull().default(0),
    oldestPendingAt: timestamp('oldest_pending_at', { withTimezone: true, mode: 'date' }),
    /** The projects its unsent changes are about; null: not said (it counts for every project of its company). */
    projectIds: uuid('project_ids').array(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'devices_pkey', columns: [t.userId, t.deviceId] }), index('devices_company_idx').on(t.companyId)],
);
