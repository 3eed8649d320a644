"""Pure rules engines. Nothing here imports discord, storage, asyncio or renderers."""
