/** Block timestamps handed out in order (unix seconds): each block is `advance`d past the one before. */
export class BlockClock {
  constructor(public now: number) {}

  advance(seconds: number): number {
    this.now += seconds;
    return this.now;
  }
}
