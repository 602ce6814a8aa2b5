// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Ed25519 signatures of cache entries (OpenSSL's libcrypto), so that a remote's write credentials
// alone cannot poison its readers (docs/cache.md, threat model). Keys are the PEM files OpenSSL
// writes: `openssl genpkey -algorithm ed25519 -out kiln.key` and
// `openssl pkey -in kiln.key -pubout -out kiln.pub`.
#include <array>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/result.hpp"

namespace kiln::cache {

using PublicKey = std::array<std::uint8_t, 32>;
using Signature = std::array<std::uint8_t, 64>;

class Signer {
public:
    // An Ed25519 private key in PEM; an error naming the file otherwise.
    static Result<Signer> load(const std::filesystem::path& file);
    Signature sign(std::string_view message) const;
    const PublicKey& public_key() const { return m_public; }

private:
    std::shared_ptr<void> m_key;  // EVP_PKEY
    PublicKey m_public{};
};

class Verifier {
public:
    // Ed25519 public keys in PEM (a private key's file gives its public key too).
    static Result<Verifier> load(const std::vector<std::filesystem::path>& files);
    // True when `key` is one of the trusted keys and `signature` is its signature of `message`.
    bool verify(const PublicKey& key, const Signature& signature, std::string_view message) const;

private:
    std::vector<PublicKey> m_keys;
};

}  // namespace kiln::cache
