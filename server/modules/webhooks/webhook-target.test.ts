import { describe, expect, it } from 'vitest';
import { isInternalAddress, namesInternalHost, refusedTarget } from './webhook-target';

describe('webhook targets', () => {
  it('tell internal addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  it('refuse a URL naming an internal host, unless allowed', async () => {
    expect(namesInternalHost('http://localhost:8080/hook')).toBe(true);
    expect(namesInternalHost('http://[::1]/hook')).toBe(true);
    expect(namesInternalHost('https://hooks.example.com/riser')).toBe(false);
    expect(await refusedTarget('http://127.0.0.1:9/hook', false)).toMatch(/internal network/);
    expect(await refusedTarget('http://169.254.169.254/latest/meta-data', false)).toMatch(/internal network/);
    expect(await refusedTarget('http://127.0.0.1:9/hook', true)).toBeNull();
  });
});
