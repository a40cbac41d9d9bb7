import type { Cluster } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import type { Server, Socket } from 'node:net';

export const CONNECTION_MESSAGE: 'musubi.connection';
export const READY_MESSAGE: 'musubi.ready';
export function dealConnections(cluster: Cluster, address: { port: number; hostname?: string; startWith?: number }): Server;
export function takeDealtConnections(server: HttpServer): Set<Socket>;
