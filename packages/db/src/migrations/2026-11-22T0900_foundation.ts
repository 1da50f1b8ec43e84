// Providers, API keys, staff, customers and services. Every tenant table leads its primary key,
// unique keys and hot indexes with provider_id, so the data can later be distributed by provider.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE providers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      category text NOT NULL CHECK (length(category) BETWEEN 1 AND 100),
      location text NOT NULL CHECK (length(location) BETWEEN 1 AND 200),
      timezone text NOT NULL DEFAULT 'UTC',
      currency char(3) NOT NULL DEFAULT 'EUR' CHECK (currency ~ '^[A-Z]{3}$'),
      slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes BETWEEN 5 AND 240),
      plan text NOT NULL DEFAULT 'default' CHECK (plan IN ('default', 'enterprise')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE customers (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      email text CHECK (email IS NULL OR length(email) <= 320),
      phone text CHECK (phone IS NULL OR length(phone) <= 40),
      notes text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id),
      CHECK (email IS NOT NULL OR phone IS NOT NULL)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX customers_email_key ON customers (provider_id, lower(email)) WHERE email IS NOT NULL`.execute(db);
  await sql`CREATE INDEX customers_list_idx ON customers (provider_id, created_at DESC, id DESC)`.execute(db);
  // The list's q filter matches a substring of name, email or phone: a trigram index serves ILIKE '%q%'.
  await sql`
    CREATE INDEX customers_search_idx ON customers
    USING gin ((lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) gin_trgm_ops)`.execute(db);

  await sql`
    CREATE TABLE api_keys (
      id text PRIMARY KEY,
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      audience text NOT NULL CHECK (audience IN ('provider', 'customer')),
      customer_id text,
      plan text NOT NULL CHECK (plan IN ('default', 'enterprise')),
      rate_limit integer CHECK (rate_limit IS NULL OR rate_limit > 0),
      secret_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      FOREIGN KEY (provider_id, customer_id) REFERENCES customers (provider_id, id) ON DELETE CASCADE,
      CHECK ((audience = 'customer') = (customer_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX api_keys_provider_idx ON api_keys (provider_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE services (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      description text,
      category text,
      duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
      price_cents bigint NOT NULL CHECK (price_cents >= 0),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider_id, id)
    )`.execute(db);
  await sql`CREATE INDEX services_list_idx ON services (provider_id, is_active, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX services_category_idx ON services (provider_id, category)`.execute(db);

  await sql`
    CREATE TABLE staff (
      provider_id uuid NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
      id text NOT NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      email text NOT NULL CHECK (length(email) <= 320),
      phone text,
      role text NOT NULL CHECK (role IN ('staff', 'manager', 'admin')),
      avatar text,
      bio text,
      password_hash text,
      is_active boolean NOT NULL DEFAULT true,
      schedule jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz,
      PRIMARY KEY (provider_id, id)
    )`.execute(db);
  // Unique among members that still exist: a deleted member's address may be given to a new one.
  await sql`CREATE UNIQUE INDEX staff_email_key ON staff (provider_id, lower(email)) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX staff_list_idx ON staff (provider_id, is_active, created_at DESC, id DESC) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX staff_role_idx ON staff (provider_id, role) WHERE deleted_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE staff_services (
      provider_id uuid NOT NULL,
      staff_id text NOT NULL,
      service_id text NOT NULL,
      PRIMARY KEY (provider_id, staff_id, service_id),
      FOREIGN KEY (provider_id, staff_id) REFERENCES staff (provider_id, id) ON DELETE CASCADE,
      FOREIGN KEY (provider_id, service_id) REFERENCES services (provider_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX staff_services_service_idx ON staff_services (provider_id, service_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["staff_services", "staff", "services", "api_keys", "customers", "providers"]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
