// Runs first in `npm install`, `npm start` and `npm test`: on an older Node the store would stop
// later with "No such built-in module: node:sqlite". Plain old JavaScript on purpose, so that any
// Node able to start it gets to say so plainly. The version wanted is the one in package.json.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: any Node can run it. */
var fs = require('fs');
var path = require('path');

var packageJson = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
var range = (packageJson.engines && packageJson.engines.node) || '';
var wanted = range.replace(/^>=\s*/, '').split('.').map(Number);
var running = process.versions.node.split('.').map(Number);

function olderThan(a, b) {
  for (var i = 0; i < 3; i++) {
    if ((a[i] || 0) !== (b[i] || 0)) return (a[i] || 0) < (b[i] || 0);
  }
  return false;
}

if (olderThan(running, wanted)) {
  console.error(
    '\nVet Store needs Node ' + wanted.join('.') + ' or newer (Node 22 LTS); this is Node ' + process.versions.node + '.\n' +
      'Install Node 22 (for example `npm install -g node@22`) and run the command again.\n',
  );
  process.exit(1);
}
