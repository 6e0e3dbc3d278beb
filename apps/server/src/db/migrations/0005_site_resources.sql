-- Filled while the area is built; regenerated into one drizzle-kit migration before landing.
SELECT 1;
