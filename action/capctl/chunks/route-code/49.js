
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/properties/metadata"
      function anonymous2 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        let addComma_11 = false

    for (const key of Object.keys(obj)) {
      if (
        
        obj[key] === undefined ||
        typeof obj[key] === 'function' ||
        typeof obj[key] === 'symbol'
      ) continue
      const value = obj[key]
  
        json += addComma_11 ? JSON_STR_COMMA : ((addComma_11 = true), JSON_STR_BEGIN_OBJECT)
        json += asString(key) + JSON_STR_COLONS + JSON.stringify(value)
      
    }
  if (!addComma_11) json += JSON_STR_BEGIN_OBJECT

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_3 = obj["id"]
      if (value_id_3 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_3 !== 'string') {
          if (value_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_id_3 instanceof RegExp) {
            json += asString(value_id_3.source)
          } else {
            json += asString(value_id_3.toString())
          }
        } else {
          json += asString(value_id_3)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_org_id_4 = obj["org_id"]
      if (value_org_id_4 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_4 !== 'string') {
          if (value_org_id_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_4.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_4 instanceof RegExp) {
            json += asString(value_org_id_4.source)
          } else {
            json += asString(value_org_id_4.toString())
          }
        } else {
          json += asString(value_org_id_4)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_type_5 = obj["type"]
      if (value_type_5 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_5 !== 'string') {
          if (value_type_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_5.toISOString() + JSON_STR_QUOTE
          } else if (value_type_5 instanceof RegExp) {
            json += asString(value_type_5.source)
          } else {
            json += asString(value_type_5.toString())
          }
        } else {
          json += asString(value_type_5)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
      const value_provider_6 = obj["provider"]
      if (value_provider_6 !== undefined) {
        json += ",\"provider\":"
        
        if (typeof value_provider_6 !== 'string') {
          if (value_provider_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_provider_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_provider_6.toISOString() + JSON_STR_QUOTE
          } else if (value_provider_6 instanceof RegExp) {
            json += asString(value_provider_6.source)
          } else {
            json += asString(value_provider_6.toString())
          }
        } else {
          json += asString(value_provider_6)
        }
        
      } else {
        throw new Error('"provider" is required!')
      }
      
      const value_updated_at_7 = obj["updated_at"]
      if (value_updated_at_7 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_7)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_label_8 = obj["label"]
      if (value_label_8 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_8 !== 'string') {
          if (value_label_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_8.toISOString() + JSON_STR_QUOTE
          } else if (value_label_8 instanceof RegExp) {
            json += asString(value_label_8.source)
          } else {
            json += asString(value_label_8.toString())
          }
        } else {
          json += asString(value_label_8)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
      const value_version_9 = obj["version"]
      if (value_version_9 !== undefined) {
        json += ",\"version\":"
        json += asInteger(value_version_9)
      } else {
        throw new Error('"version" is required!')
      }
      
      const value_metadata_10 = obj["metadata"]
      if (value_metadata_10 !== undefined) {
        json += ",\"metadata\":"
        json += anonymous2(value_metadata_10)
      } else {
        throw new Error('"metadata" is required!')
      }
      
      const value_expires_at_12 = obj["expires_at"]
      if (value_expires_at_12 !== undefined) {
        json += ",\"expires_at\":"
        json += asDateTime(value_expires_at_12)
      }

      const value_deleted_at_13 = obj["deleted_at"]
      if (value_deleted_at_13 !== undefined) {
        json += ",\"deleted_at\":"
        json += asDateTime(value_deleted_at_13)
      }

return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous4 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_16 = obj["code"]
      if (value_code_16 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_16 !== 'string') {
          if (value_code_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_16.toISOString() + JSON_STR_QUOTE
          } else if (value_code_16 instanceof RegExp) {
            json += asString(value_code_16.source)
          } else {
            json += asString(value_code_16.toString())
          }
        } else {
          json += asString(value_code_16)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_17 = obj["message"]
      if (value_message_17 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_17 !== 'string') {
          if (value_message_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_17.toISOString() + JSON_STR_QUOTE
          } else if (value_message_17 instanceof RegExp) {
            json += asString(value_message_17.source)
          } else {
            json += asString(value_message_17.toString())
          }
        } else {
          json += asString(value_message_17)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_18 = obj["pointer"]
      if (value_pointer_18 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_18 !== 'string') {
          if (value_pointer_18 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_18 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_18.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_18 instanceof RegExp) {
            json += asString(value_pointer_18.source)
          } else {
            json += asString(value_pointer_18.toString())
          }
        } else {
          json += asString(value_pointer_18)
        }
        
      }

      const value_hint_19 = obj["hint"]
      if (value_hint_19 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_19 !== 'string') {
          if (value_hint_19 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_19 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_19.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_19 instanceof RegExp) {
            json += asString(value_hint_19.source)
          } else {
            json += asString(value_hint_19.toString())
          }
        } else {
          json += asString(value_hint_19)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous3 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous4(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous4(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous6 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_22 = obj["code"]
      if (value_code_22 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_22 !== 'string') {
          if (value_code_22 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_22 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_22.toISOString() + JSON_STR_QUOTE
          } else if (value_code_22 instanceof RegExp) {
            json += asString(value_code_22.source)
          } else {
            json += asString(value_code_22.toString())
          }
        } else {
          json += asString(value_code_22)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_23 = obj["message"]
      if (value_message_23 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_23 !== 'string') {
          if (value_message_23 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_23 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_23.toISOString() + JSON_STR_QUOTE
          } else if (value_message_23 instanceof RegExp) {
            json += asString(value_message_23.source)
          } else {
            json += asString(value_message_23.toString())
          }
        } else {
          json += asString(value_message_23)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous5 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous6(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous6(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_14 = obj["errors"]
      if (value_errors_14 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_14 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_14)) {
            json += anonymous3(value_errors_14)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_20 = obj["warnings"]
      if (value_warnings_20 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous5(value_warnings_20)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)