// Public surface of the engine: pure domain code, no I/O.
export {};
