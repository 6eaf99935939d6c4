// The cluster's ports: today's fixed ones, or all moved under one base (CLUSTER_PORT_BASE) so a test run can start
// a second cluster beside a running `pnpm start:cluster`.

export type ClusterPorts = {
  /** nginx in front of the gateways: the one public address. */
  public: number;
  /** nginx balancing the gateways' calls over the APIs. */
  apiBalancer: number;
  apis: [number, number];
  worker: number;
  gateways: [number, number];
  identity: number;
};

export const DEFAULT_PORTS: ClusterPorts = {
  public: 4100,
  apiBalancer: 4000,
  apis: [4001, 4002],
  worker: 4003,
  gateways: [4101, 4102],
  identity: 9229,
};

/** Today's ports without a base; with one, every port within base … base+29. */
export function clusterPorts(base?: number): ClusterPorts {
  if (base === undefined) return DEFAULT_PORTS;
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`Odd cluster port base: ${base}`);
  return {
    apiBalancer: base,
    apis: [base + 1, base + 2],
    worker: base + 3,
    public: base + 10,
    gateways: [base + 11, base + 12],
    identity: base + 29,
  };
}

/** CLUSTER_PORT_BASE moves all ports; CLUSTER_PORT alone moves the public one (as before). */
export function portsFromEnv(env: NodeJS.ProcessEnv): ClusterPorts {
  const base = env.CLUSTER_PORT_BASE ? Number(env.CLUSTER_PORT_BASE) : undefined;
  const ports = clusterPorts(base);
  return env.CLUSTER_PORT ? { ...ports, public: Number(env.CLUSTER_PORT) } : ports;
}
