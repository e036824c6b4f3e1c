// The Sensors SDK arrives after first paint (~50 KiB gzip, never on a route's critical path), but
// page views and logins happen from the start: calls made before it arrives are queued in order
// and replayed once it has been initialised, so the first page view of a visit is not lost.

/** The part of the Sensors web SDK the app uses. */
export interface SensorsSdk {
  init(options: object): void;
  quick(name: string, properties?: object): unknown;
  track(event: string, properties?: object): void;
  login(id: string): void;
  logout(isChangeId?: boolean): void;
  /** A new anonymous id (or `id`); refused by the SDK while logged in. */
  resetAnonymousIdentity(id?: string): void;
  registerPage(properties: object): void;
  clearPageRegister(keys: string[]): void;
}

export type SensorsCall = (sdk: SensorsSdk) => void;

/** A visit that never gets the SDK (offline) must not grow memory without bound. */
export const MAX_QUEUED_CALLS = 200;
/** Attempts to load the SDK per page life; each new page view may try again after a failure. */
export const MAX_LOAD_ATTEMPTS = 3;

export class DeferredSensors {
  #sdk: SensorsSdk | null = null;
  #queue: SensorsCall[] = [];
  #loading: Promise<void> | null = null;
  #attempts = 0;
  #started = false;

  constructor(
    private readonly loadSdk: () => Promise<SensorsSdk>,
    private readonly initOptions: () => object,
  ) {}

  get ready(): boolean {
    return this.#sdk !== null;
  }

  get queued(): number {
    return this.#queue.length;
  }

  /** Runs the call now if the SDK is here, else queues it (dropping it past the cap). */
  run(call: SensorsCall): void {
    if (this.#sdk) {
      this.#safely(call, this.#sdk);
      return;
    }
    if (this.#queue.length >= MAX_QUEUED_CALLS) {
      console.warn('[analytics] queue full, dropped a call');
      return;
    }
    this.#queue.push(call);
  }

  /** After first paint: from now on the SDK may load (and does). */
  start(): Promise<void> {
    this.#started = true;
    return this.load();
  }

  /**
   * Loads and initialises the SDK once started (retrying after a failure), then replays the queue;
   * resolves whatever happens. Before `start()` it does nothing: first paint comes first.
   */
  load(): Promise<void> {
    if (!this.#started || this.#sdk || this.#attempts >= MAX_LOAD_ATTEMPTS) {
      return Promise.resolve();
    }
    this.#loading ??= this.#attempt();
    return this.#loading;
  }

  async #attempt(): Promise<void> {
    this.#attempts += 1;
    try {
      const sdk = await this.loadSdk();
      sdk.init(this.initOptions());
      this.#sdk = sdk;
      const queue = this.#queue;
      this.#queue = [];
      for (const call of queue) this.#safely(call, sdk);
    } catch (error) {
      // A weak connection: keep the queue; the next page view tries again.
      console.warn('[analytics] SDK not loaded', error);
    } finally {
      this.#loading = null;
    }
  }

  #safely(call: SensorsCall, sdk: SensorsSdk): void {
    try {
      call(sdk);
    } catch (error) {
      // Analytics must never break the page it measures.
      console.warn('[analytics] call failed', error);
    }
  }
}
