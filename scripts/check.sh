#!/usr/bin/env bash
# `npm run check`: every gate CI runs, in CI's order (.ci/run installs what is needed, then calls
# this). Needs PostgreSQL at TEST_DATABASE_URL (default postgres://root@127.0.0.1:5432/test), Redis
# at TEST_REDIS_URL (default redis://127.0.0.1:6379) and
# Chromium at CHROMIUM_PATH (default /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step 'lint'
npm run lint

step 'typecheck'
npm run typecheck

step 'build'
npm run build

step 'bundle budgets (landing and login JS, catalogue chunk, Analytics tab, service worker)'
node apps/web/scripts/measure-initial-js.mjs --strict | tail -n 1
node apps/web/scripts/measure-catalogue-chunk.mjs --strict | tail -n 1
node apps/web/scripts/measure-analytics-chunk.mjs --strict | tail -n 1
node apps/web/scripts/measure-service-worker.mjs --strict | tail -n 1

step 'tests: unit, API (embedded PostgreSQL), web'
npm test

step 'API fuzz suite (embedded PostgreSQL)'
npm run test:fuzz

step 'API tests on PostgreSQL'
TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}" npm run test:api

step 'API fuzz suite on PostgreSQL'
TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}" npm run test:fuzz

step 'fault tests: a second process on one data folder, PostgreSQL outage, SIGTERM under load'
TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}" npm run test:faults

step 'scale tests: two API processes on one PostgreSQL and one Redis, WEB_CONCURRENCY workers'
TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}" \
  TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}" npm run test:scale

step 'end-to-end tests (Chromium)'
npm run test:e2e

step 'label scanning: OCR accuracy and speed on the label image set (Chromium, @ocr)'
npm run test:ocr
