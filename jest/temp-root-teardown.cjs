const { rmSync } = require('node:fs');

/** Removes the run's temp folder (temp-root-setup.cjs), whatever the tests left in it. */
module.exports = async function removeRunTempRoot() {
  const root = process.env.JEST_RUN_TEMP_ROOT;
  if (root) rmSync(root, { recursive: true, force: true, maxRetries: 3 });
};
