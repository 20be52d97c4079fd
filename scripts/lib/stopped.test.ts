import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stoppedEarly} from './stopped';

test('a bench that stops early says why on stderr and exits 1', (t) => {
  const written: string[] = [];
  t.mock.method(console, 'error', (line: string) => written.push(line));
  const before = process.exitCode;
  try {
    stoppedEarly('bench:pages')(new Error('nginx exited (1)'));
    stoppedEarly('bench')('a thrown string');
    assert.equal(process.exitCode, 1);
  } finally {
    process.exitCode = before;
  }
  assert.deepEqual(written, ['bench:pages stopped early: nginx exited (1)', 'bench stopped early: a thrown string']);
});
