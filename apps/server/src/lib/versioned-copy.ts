/**
 * A copy of catalogue-derived data, labelled with the catalogue version it was built at. The
 * caller reads the version BEFORE calling get(), so the data built afterwards is never older than
 * its label; triggers bump the version in the same transaction as any catalogue write, so an
 * unchanged version proves the copy current, on any instance sharing the database.
 */
export function versionedCopy<T>(build: () => Promise<T>) {
  let cached: { version: number; value: T } | undefined;
  let building: { version: number; promise: Promise<T> } | undefined;

  return {
    get(version: number | null | undefined): Promise<T> {
      if (version === null || version === undefined) return build();
      if (cached?.version === version) return Promise.resolve(cached.value);
      // Concurrent first users of a version share one build.
      if (building?.version === version) return building.promise;
      const promise = build().then((value) => {
        if (!cached || cached.version <= version) cached = { version, value };
        return value;
      });
      const entry = { version, promise };
      building = entry;
      const clear = () => {
        if (building === entry) building = undefined;
      };
      promise.then(clear, clear);
      return promise;
    },
  };
}
