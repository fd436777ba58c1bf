#if canImport(Glibc)
    import Glibc
#endif

/// The spawn attributes of the programs the tests and benchmarks start: no blocked or
/// ignored signals, whatever the runner's threads block or ignore, and `flags` besides.
enum SpawnAttributes {
    /// Sets up `attributes` (already initialised) for a clean start.
    static func cleanSignals(_ attributes: inout posix_spawnattr_t, flags: Int32 = 0) {
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | flags))
    }
}
