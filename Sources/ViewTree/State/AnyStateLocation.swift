/// The storage of one `@State`, whatever its value type.
class AnyStateLocation {}
