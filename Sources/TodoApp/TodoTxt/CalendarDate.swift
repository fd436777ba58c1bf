#if canImport(Glibc)
    import Glibc
#endif

/// Today's date as todo.txt writes dates: `YYYY-MM-DD`, local time.
public enum CalendarDate {
    /// Today's local date as todo.txt writes it: `YYYY-MM-DD`.
    public static func today() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        let year = Int(parts.tm_year) + 1900
        let month = Int(parts.tm_mon) + 1
        let day = Int(parts.tm_mday)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}
