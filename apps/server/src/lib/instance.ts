import os from 'node:os';

let name = `${os.hostname()}:${process.pid}`;

/**
 * This instance's name (config.instanceName, set by buildApp): stable across its restarts and
 * different from every other instance sharing the database, so that work an instance leaves
 * behind when it crashes can be told from work other instances are doing right now.
 */
export const instanceName = (): string => name;

export function setInstanceName(value: string): void {
  name = value;
}
