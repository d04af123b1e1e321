const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Every temp folder a test makes (mkdtemp under os.tmpdir()) goes in one folder of this run, which
 * the teardown removes: a test that fails before its own clean-up, or forgets it, leaves nothing in
 * /tmp. Workers and the processes tests start inherit TMPDIR, which os.tmpdir() reads on each call.
 */
module.exports = async function createRunTempRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jest-run-'));
  process.env.JEST_RUN_TEMP_ROOT = root;
  process.env.TMPDIR = root;
};
