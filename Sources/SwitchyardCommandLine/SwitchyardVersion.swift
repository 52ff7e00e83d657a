/// The version of the `switchyard` command and of the package it ships with.
///
/// ```
/// $ switchyard --version
/// switchyard 0.1.0
/// ```
public enum SwitchyardVersion {
    /// The version, as `switchyard --version` prints it (Semantic Versioning).
    public static let current = "0.1.0"
}
