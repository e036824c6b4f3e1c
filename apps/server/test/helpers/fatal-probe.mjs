// Loaded into a server process before the server itself (`node --import`, server.test.ts): on
// SIGUSR2 it throws outside any request, from a callback of the event loop, as a bug in a timer
// or in a driver's socket handler would. Nothing of the server's own code is changed for it.
process.on('SIGUSR2', () => {
  setImmediate(() => {
    throw new Error('fatal probe: thrown outside any request');
  });
});
