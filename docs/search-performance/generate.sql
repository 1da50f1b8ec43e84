-- 100,000 providers, 1,000,000 services (about 94% active) for EXPLAIN ANALYZE of the search queries.
\timing on
SET synchronous_commit = off;
CREATE TEMP TABLE v AS SELECT
  ARRAY['Salon','Studio','Atelier','Haus','Lounge','Bar','Corner','Loft','Garden','Room','Club','Werk','Point','Place','Oase','Kiosk','Manufaktur','Galerie','Boutique','Praxis'] AS a,
  ARRAY['Nord','Sued','Ost','West','Glanz','Eleganz','Schnitt','Linie','Form','Stil','Spiegel','Kamm','Welle','Locke','Perle','Sonne','Mond','Stern','Rose','Lilie','Blau','Gold','Silber','Royal','Classic','Modern','Urban','Pure','Zen','Vital'] AS b,
  ARRAY['hair salon','barber','nail salon','spa','massage','beauty','cosmetics','tattoo','piercing','wellness','physio','yoga','fitness','dentist','optician','tailor','pet grooming','photo studio','makeup','tanning'] AS cats,
  ARRAY['Mitte','Nord','Sued','Altstadt','Neustadt'] AS districts,
  ARRAY['Haircut','Colouring','Balayage','Highlights','Perm','Blow dry','Beard trim','Shave','Manicure','Pedicure','Gel nails','Facial','Peeling','Massage','Hot stone','Aromatherapy','Waxing','Threading','Lash lift','Brow tint','Makeup','Bridal','Kids cut','Styling','Treatment','Consultation','Piercing','Tattoo','Sauna','Yoga class'] AS svc,
  ARRAY['','Deluxe ','Express ','Classic ','Premium ','Men ','Women ','Short ','Long ','Mini '] AS mods;

INSERT INTO providers (name, category, location)
SELECT v.a[1 + (i * 7) % 20] || ' ' || v.b[1 + (i * 13) % 30] || ' ' || i,
       v.cats[1 + (i * 3) % 20],
       'City' || (1 + (i * 11) % 400) || ' ' || v.districts[1 + i % 5]
FROM v, generate_series(1, 100000) i;

CREATE TEMP TABLE pids AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM providers;
DO $$
BEGIN
  FOR batch IN 0..9 LOOP
    INSERT INTO services (provider_id, id, name, category, duration_minutes, price_cents, is_active)
    SELECT p.id, 'svc_' || p.n || '_' || k,
           v.mods[1 + (p.n + k) % 10] || v.svc[1 + (p.n * 7 + k * 3) % 30],
           v.cats[1 + (p.n * 3) % 20],
           30 + 15 * ((p.n + k) % 6),
           500 + ((p.n * 37 + k * 1013) % 30000),
           (p.n + k) % 17 <> 0
    FROM v, pids p, generate_series(1, 10) k
    WHERE p.n % 10 = batch;
  END LOOP;
END $$;

-- Review statistics straight into provider_search (reviews need bookings; only the figures matter here).
UPDATE provider_search SET review_count = c, rating_sum = c * 2 + (c * 3 * random())::int
FROM (SELECT provider_id AS pid, (random() * 40)::int AS c FROM provider_search) r WHERE provider_id = r.pid;
VACUUM ANALYZE;
SELECT (SELECT count(*) FROM providers) providers, (SELECT count(*) FROM services) services,
       (SELECT count(*) FROM services WHERE is_active) active, (SELECT count(*) FROM search_terms) terms;
