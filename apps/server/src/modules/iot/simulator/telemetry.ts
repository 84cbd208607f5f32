/**
 * Realistic device telemetry: per device a seeded random walk of the readings its kind has (pumps, meters, vans,
 * gateways, site sensors), with occasional alerts. The topic suffix follows the topic scheme (legacy:
 * <port>/<messageName>).
 */

export interface TelemetryDevice {
  serialNumber: string;
  kind: string;
  port?: number;
}

export interface TelemetryMessage {
  suffix: string;
  payload: Record<string, unknown>;
}

/** mulberry32: small, fast, good enough for demo data; seeded so a device's history is reproducible. */
function rng(seedText: string) {
  let a = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 1779033703);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

export function createTelemetry(device: TelemetryDevice) {
  const rand = rng(device.serialNumber);
  const walk = (value: number, step: number, min: number, max: number) =>
    Math.min(max, Math.max(min, value + (rand() - 0.5) * 2 * step));
  const s = { pressure: 3 + rand(), flow: 40 + rand() * 10, temp: 45 + rand() * 5, reading: 1000 + rand() * 500 };
  const v = {
    lat: 51.9 + rand() * 0.2,
    lon: 4.4 + rand() * 0.2,
    fuel: 60 + rand() * 40,
    uptime: Math.floor(rand() * 1e5),
  };
  const prefix = device.serialNumber.split('-')[0];

  function next(at: Date): TelemetryMessage {
    const ts = at.toISOString();
    const serialNumber = device.serialNumber;
    if (device.kind === 'legacy') {
      v.uptime += 60;
      const heartbeat = rand() < 0.5;
      return {
        suffix: `${device.port ?? 8883}/${heartbeat ? 'heartbeat' : 'measurement'}`,
        payload: heartbeat
          ? { deviceName: serialNumber, ts, uptimeSeconds: v.uptime, signalDbm: Math.round(-60 - rand() * 40) }
          : {
              deviceName: serialNumber,
              ts,
              temperatureC: round(walk(20, 5, -10, 50), 1),
              humidityPct: Math.round(30 + rand() * 40),
            },
      };
    }
    switch (prefix) {
      case 'PMP':
        s.pressure = walk(s.pressure, 0.15, 1.5, 6.5);
        s.flow = walk(s.flow, 2, 0, 80);
        s.temp = walk(s.temp, 0.8, 30, 95);
        if (s.pressure > 6 && rand() < 0.5) {
          return {
            suffix: 'alerts',
            payload: { serialNumber, ts, type: 'HIGH_PRESSURE', pressureBar: round(s.pressure) },
          };
        }
        return {
          suffix: 'telemetry',
          payload: {
            serialNumber,
            ts,
            pressureBar: round(s.pressure),
            flowM3h: round(s.flow, 1),
            motorTempC: round(s.temp, 1),
            vibrationMmS: round(0.5 + rand() * 2),
            state: s.flow < 1 ? 'IDLE' : 'RUNNING',
          },
        };
      case 'MTR':
        s.reading += rand() * 0.8;
        return {
          suffix: 'telemetry',
          payload: { serialNumber, ts, readingM3: round(s.reading, 3), batteryPct: Math.round(70 + rand() * 30) },
        };
      case 'VAN':
      case 'LAB':
        v.lat = walk(v.lat, 0.002, 51.8, 52.2);
        v.lon = walk(v.lon, 0.002, 4.2, 4.8);
        v.fuel = v.fuel < 8 ? 95 : v.fuel - rand() * 0.6;
        return {
          suffix: 'telemetry',
          payload: {
            deviceId: serialNumber,
            ts,
            lat: round(v.lat, 5),
            lon: round(v.lon, 5),
            speed: Math.round(rand() * 110),
            fuel: round(v.fuel, 1),
          },
        };
      default:
        return {
          suffix: 'telemetry',
          payload: { serialNumber, ts, dustUgM3: round(10 + rand() * 40, 1), noiseDb: round(55 + rand() * 30, 1) },
        };
    }
  }
  return { next };
}
