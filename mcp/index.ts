export { mcpEndpoint } from './mcp-endpoint.ts';
export { type ToolDefinition, toolDefinition } from './tool-definitions.ts';
