import { describe, expect, it } from 'vitest';
import { COMMANDS, COMMAND_IDS } from './commands';

describe('the commands the page lists', () => {
  it('lists every command once', () => {
    expect([...COMMAND_IDS].sort()).toEqual(Object.keys(COMMANDS).sort());
  });
});
